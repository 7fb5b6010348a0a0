export interface Level {
  pressure: number; // hPa
  height: number; // m, geopotential
  temp: number; // °C
  dewpoint: number; // °C
  windDir: number; // degrees, the direction the wind blows from
  windSpeed: number; // knots
}

export type Field = 'height' | 'temp' | 'dewpoint';

export function parseSounding(text: string): Level[] {
  const levels: Level[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const parts = line.split(/\s+/).map(Number);
    if (parts.length !== 6 || parts.some((p) => Number.isNaN(p))) {
      throw new Error(`bad sounding row: ${line}`);
    }
    const [pressure, height, temp, dewpoint, windDir, windSpeed] = parts;
    levels.push({ pressure, height, temp, dewpoint, windDir, windSpeed });
  }
  return levels.sort((a, b) => b.pressure - a.pressure);
}

export function valueAt(levels: Level[], pressure: number, field: Field): number | null {
  for (let i = 0; i < levels.length - 1; i++) {
    const lo = levels[i];
    const hi = levels[i + 1];
    if (pressure <= lo.pressure && pressure >= hi.pressure) {
      if (lo.pressure === hi.pressure) return lo[field];
      const frac = Math.log(lo.pressure / pressure) / Math.log(lo.pressure / hi.pressure);
      return lo[field] + frac * (hi[field] - lo[field]);
    }
  }
  return null;
}

export function surface(levels: Level[]): Level {
  if (levels.length === 0) throw new Error('empty sounding');
  return levels[0];
}
