<?php

declare(strict_types=1);

namespace Kernow\Skiphire;

final class SkipSize
{
    /** code => [cubic yards, price of the first week in pence, kg that price includes, most kg the lorry lifts] */
    private const TABLE = [
        'mini' => [2, 14500, 800, 2000],
        'midi' => [4, 19500, 1500, 4000],
        'builders' => [6, 24500, 2200, 6000],
        'maxi' => [8, 29500, 3000, 8000],
    ];

    /** @return list<string> */
    public static function codes(): array
    {
        return array_keys(self::TABLE);
    }

    public static function yards(string $code): int
    {
        return self::row($code)[0];
    }

    public static function price(string $code): int
    {
        return self::row($code)[1];
    }

    public static function includedKg(string $code): int
    {
        return self::row($code)[2];
    }

    public static function maxKg(string $code): int
    {
        return self::row($code)[3];
    }

    /** @return array{int, int, int, int} */
    private static function row(string $code): array
    {
        if (!isset(self::TABLE[$code])) {
            throw new \InvalidArgumentException("no skip size '$code'");
        }
        return self::TABLE[$code];
    }
}
