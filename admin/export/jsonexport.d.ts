// jsonexport ships no types; react-admin's own exporter imports this same file.
declare module 'jsonexport/dist/index.js' {
  interface JsonExportOptions {
    headers?: string[];
    rename?: string[];
    /** Applied to each heading after `rename`. */
    mapHeaders?: (heading: string) => string;
  }
  type Callback = (error: Error | null, csv: string) => void;
  function jsonExport(data: unknown, options: JsonExportOptions, callback: Callback): void;
  function jsonExport(data: unknown, callback: Callback): void;
  export default jsonExport;
}
