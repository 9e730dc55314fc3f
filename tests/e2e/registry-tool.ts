import { runScript } from "../support/run-script.ts";
import { expect } from "./fixtures.ts";

const NPPES = "tests/fixtures/nppes";
const CMS = "tests/fixtures/cms";
const TOOL_ARGS = [
  `${NPPES}/npidata_pfile_20250106-20250112.csv`,
  "--pl",
  `${NPPES}/pl_pfile_20250106-20250112.csv`,
  "--othernames",
  `${NPPES}/othername_pfile_20250106-20250112.csv`,
  "--prescribers",
  `${CMS}/MUP_DPR_RY25_P04_V10_DY23_NPIBN.csv`,
  "--services",
  `${CMS}/MUP_PHY_R25_P05_V20_D23_Prov_Svc.csv`,
  "--clinicians",
  `${CMS}/DAC_NationalDownloadableFile.csv`,
];

/** Fills a test server's review queue: `npm run registry:candidates` on the fixture files; returns its output. */
export async function runRegistryTool(databaseFile: string): Promise<string> {
  const result = await runScript("registry-candidates", TOOL_ARGS, {
    DATABASE_URL: `sqlite:${databaseFile}`,
    INIT_CWD: process.cwd(),
  });
  expect(result.code, result.stdout + result.stderr).toBe(0);
  return result.stdout;
}
