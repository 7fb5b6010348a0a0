import { Floor } from "../src/floor";

export const PLAN = `
# Northgate, second floor
D1  north monitor
D2  north monitor,dock
D3  north
D4  north standing,monitor
D10 south dock
D11 south
D12 south monitor,dock,standing
`;

export const floor = (): Floor => Floor.parse(PLAN);
