<?php

declare(strict_types=1);

namespace StudioNine\DancePasses;

use DateTimeImmutable;

/**
 * The attendance register typed up from the sign-in sheets: one line per visit,
 * "2026-02-03, salsa improvers, Maya Levi". Lines starting with # are notes.
 */
final class Register
{
    /** @return list<Visit> */
    public static function parse(string $text): array
    {
        $visits = [];
        foreach (preg_split('/\R/', $text) as $number => $raw) {
            $line = trim($raw);
            if ($line === '' || str_starts_with($line, '#')) {
                continue;
            }
            $parts = array_map('trim', explode(',', $line));
            if (count($parts) !== 3) {
                throw new \InvalidArgumentException('line ' . ($number + 1) . ': expected day, class, member');
            }
            $day = DateTimeImmutable::createFromFormat('!Y-m-d', $parts[0]);
            if ($day === false || $day->format('Y-m-d') !== $parts[0]) {
                throw new \InvalidArgumentException('line ' . ($number + 1) . ": bad day {$parts[0]}");
            }
            $visits[] = new Visit($day, $parts[1], $parts[2]);
        }
        usort($visits, static fn (Visit $a, Visit $b): int => $a->day <=> $b->day);
        return $visits;
    }
}
