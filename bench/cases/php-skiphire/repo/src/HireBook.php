<?php

declare(strict_types=1);

namespace Kernow\Skiphire;

final class HireBook
{
    private const COLUMNS = ['ref', 'size', 'delivered', 'collected', 'road', 'weight_kg'];

    /** @return list<Hire> */
    public static function fromCsv(string $csv): array
    {
        $lines = array_values(array_filter(array_map('trim', explode("\n", $csv)), static fn ($l) => $l !== ''));
        if ($lines === []) {
            return [];
        }
        $header = str_getcsv(array_shift($lines));
        $missing = array_diff(self::COLUMNS, $header);
        if ($missing !== []) {
            throw new \UnexpectedValueException('hire book without column(s): ' . implode(', ', $missing));
        }
        $hires = [];
        foreach ($lines as $i => $line) {
            $fields = str_getcsv($line);
            if (count($fields) !== count($header)) {
                throw new \UnexpectedValueException(sprintf('line %d: %d fields for %d columns', $i + 2, count($fields), count($header)));
            }
            $hires[] = self::hire(array_combine($header, $fields));
        }
        return $hires;
    }

    /** @param array<string, string> $row */
    private static function hire(array $row): Hire
    {
        return new Hire(
            $row['ref'],
            $row['size'],
            new \DateTimeImmutable($row['delivered']),
            $row['collected'] === '' ? null : new \DateTimeImmutable($row['collected']),
            $row['road'] === 'yes',
            $row['weight_kg'] === '' ? null : (int) $row['weight_kg'],
        );
    }
}
