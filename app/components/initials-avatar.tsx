import { Monogram, type MonogramSize } from "./ui/monogram.tsx";

/** The clinic's monogram (ui/monogram.tsx); the name stays for existing imports. */
export function InitialsAvatar({ name, size = "sm" }: { name: string; size?: MonogramSize }) {
  return <Monogram name={name} size={size} />;
}
