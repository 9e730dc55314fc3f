export function LogoMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f5e6e" />
      <path d="M16 6.5c-3.9 0-7 3-7 6.8 0 5 7 12.2 7 12.2s7-7.2 7-12.2c0-3.8-3.1-6.8-7-6.8Z" fill="#fff" />
      <path d="M14.6 10h2.8v2.3h2.3v2.8h-2.3v2.3h-2.8v-2.3h-2.3v-2.8h2.3Z" fill="#0f5e6e" />
    </svg>
  );
}
