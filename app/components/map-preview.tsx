import { useRouteLoaderData } from "react-router";
import {
  hasHighDensityTiles,
  type MapPreview as MapPreviewData,
  TILE_SIZE,
  tileAddress,
} from "../domain/map-preview.ts";
import { FALLBACK_SITE, type RootData } from "../lib/site.ts";

/**
 * The opening view's tiles as plain images in the server's HTML (decision 27), under the interactive map, which
 * covers them once it has loaded. They are drawn at their own size where Leaflet will draw the same tiles, so
 * the map's tiles never look larger on screen than the picture they replace (which would make the browser count
 * the page's largest paint again, seconds later). Tiles beyond a phone's frame load lazily and only where the
 * frame is wider.
 */
export function MapPreview({ preview }: { preview: MapPreviewData }) {
  const site = useRouteLoaderData<RootData>("root")?.site ?? FALLBACK_SITE;
  const template = site.mapTileUrl;
  // Where the tile server has high-density tiles, a high-density screen gets them, as from Leaflet.
  const highDensity = hasHighDensityTiles(template);
  return (
    <>
      <div aria-hidden="true" className="map-preview absolute inset-0 overflow-hidden">
        {preview.tiles.map((tile) => (
          <img
            key={`${tile.z}/${tile.x}/${tile.y}/${tile.left}`}
            src={tileAddress(template, tile)}
            srcSet={
              highDensity
                ? `${tileAddress(template, tile)} 1x, ${tileAddress(template, tile, { highDensity })} 2x`
                : undefined
            }
            alt=""
            width={TILE_SIZE}
            height={TILE_SIZE}
            decoding="async"
            loading={tile.inPhoneFrame ? undefined : "lazy"}
            fetchPriority={tile.central ? "high" : undefined}
            className={tile.inPhoneFrame ? undefined : "map-preview-wide"}
            style={{ left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)` }}
          />
        ))}
      </div>
      <p
        className="map-preview-attribution absolute right-0 bottom-0 m-0 bg-white/80 px-1.5 text-xs text-slate-800"
        // The operator's attribution text, as the tile layer shows it (it may hold a link).
        dangerouslySetInnerHTML={{ __html: site.mapAttribution }}
      />
    </>
  );
}
