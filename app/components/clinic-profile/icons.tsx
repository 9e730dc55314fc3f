type IconName = "phone" | "pin" | "directions" | "globe" | "check" | "video" | "external";

/**
 * A decorative icon: one element drawn by CSS (`.icon` in app.css), sized by its class like text. An empty
 * class leaves the size to the surrounding component's styles (the clinic card's actions).
 */
function Icon({ name, className = "h-5 w-5" }: { name: IconName; className?: string | undefined }) {
  return (
    <span aria-hidden="true" className={className ? `icon icon-${name} ${className}` : `icon icon-${name}`} />
  );
}

export function PhoneIcon({ className }: { className?: string }) {
  return <Icon name="phone" className={className} />;
}

export function PinIcon({ className }: { className?: string }) {
  return <Icon name="pin" className={className} />;
}

export function DirectionsIcon({ className }: { className?: string }) {
  return <Icon name="directions" className={className} />;
}

export function GlobeIcon({ className }: { className?: string }) {
  return <Icon name="globe" className={className} />;
}

export function CheckIcon({ className }: { className?: string }) {
  return <Icon name="check" className={className} />;
}

export function VideoIcon({ className }: { className?: string }) {
  return <Icon name="video" className={className} />;
}

export function ExternalIcon({ className = "h-4 w-4" }: { className?: string }) {
  return <Icon name="external" className={className} />;
}

/** Links that open in a new tab say so to screen readers. */
export function NewTabNote() {
  return <span className="sr-only"> (opens in a new tab)</span>;
}
