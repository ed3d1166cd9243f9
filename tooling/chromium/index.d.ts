export declare const CHROMIUM_CANDIDATES: string[];
export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(options?: {
  env?: Record<string, string | undefined>;
  candidates?: string[];
  exists?: (path: string) => boolean;
}): string | undefined;
export declare function installBlocker(facts: { uid?: number; isDebian?: boolean; hasApt?: boolean }): string | undefined;
export declare function ensureChromium(options?: {
  log?: (line: string) => void;
  find?: () => string | undefined;
  facts?: { uid?: number; isDebian?: boolean; hasApt?: boolean };
  exec?: (command: string, args: string[]) => void;
}): string;
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[]; headless: true };
