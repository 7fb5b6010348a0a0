<?php

declare(strict_types=1);

namespace Juggling;

/**
 * The patterns the club teaches, by name.
 */
final class Catalogue
{
    private const PATTERNS = [
        'cascade' => '3',
        'fountain' => '4',
        'five ball cascade' => '5',
        'shower' => '51',
        'tennis' => '423',
        'half shower' => '53',
        'snake' => '531',
        'cascade with a flash' => '55500',
        'three ball 441' => '441',
        'four ball 7441' => '7441',
    ];

    public static function find(string $name): Siteswap
    {
        $key = strtolower(trim($name));
        if (!isset(self::PATTERNS[$key])) {
            throw new InvalidPattern(sprintf('No pattern called "%s"', $name));
        }

        return Siteswap::parse(self::PATTERNS[$key]);
    }

    /**
     * Names of the patterns for +balls+ balls, in catalogue order.
     *
     * @return list<string>
     */
    public static function forBalls(int $balls): array
    {
        $names = [];
        foreach (self::PATTERNS as $name => $notation) {
            if (Siteswap::parse($notation)->balls() === $balls) {
                $names[] = $name;
            }
        }

        return $names;
    }
}
