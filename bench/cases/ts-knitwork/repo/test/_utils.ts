export function genTestTitle(code: string) {
  return code.replace(/\n/g, " ");
}
