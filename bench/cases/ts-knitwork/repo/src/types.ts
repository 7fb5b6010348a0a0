export interface CodegenOptions {
  singleQuotes?: boolean;
}
