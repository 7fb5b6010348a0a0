<?php

declare(strict_types=1);

namespace Clubhouse\Dinghypark;

/** Sail numbers as members write them: '  gbr 0712', '0712', 'GBR0712'. */
final class SailNumber
{
    public static function normalise(string $sail): string
    {
        $sail = strtoupper(preg_replace('/\s+/', '', $sail) ?? '');
        if ($sail === '') {
            throw new \InvalidArgumentException('empty sail number');
        }
        return $sail;
    }

    /** Whether two written sail numbers name the same boat. */
    public static function same(string $a, string $b): bool
    {
        return self::normalise($a) === self::normalise($b);
    }
}
