import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { locateMessage } from "../domain/geolocation-messages.ts";
import { type SearchQuery, searchHref } from "../domain/search-params.ts";
import { devicePosition, LocateError } from "./locate-me.tsx";

/** nearme=true without coordinates: ask the browser, then search around the position. */
export function useNearMe(page: { needsPosition: boolean; query: SearchQuery }) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const { needsPosition, query } = page;
  useEffect(() => {
    if (!needsPosition) return;
    let cancelled = false;
    setMessage(null);
    devicePosition()
      .then((position) => {
        if (cancelled) return;
        navigate(searchHref({ ...query, location: { kind: "point", ...position, nearMe: true }, page: 1 }), {
          replace: true,
        });
      })
      .catch((error: unknown) => {
        if (!cancelled)
          setMessage(locateMessage(error instanceof LocateError ? error.failure : "unavailable", "search"));
      });
    return () => {
      cancelled = true;
    };
  }, [needsPosition, query, navigate]);
  return message;
}
