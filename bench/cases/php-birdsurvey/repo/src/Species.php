<?php

declare(strict_types=1);

namespace Moorside\BirdSurvey;

final class Species
{
    public const RED = 'red';
    public const AMBER = 'amber';
    public const GREEN = 'green';

    /** @var array<string, array{0: string, 1: string}> code => [English name, list] */
    private const LIST = [
        'B.' => ['Blackbird', self::GREEN],
        'BT' => ['Blue Tit', self::GREEN],
        'CH' => ['Chaffinch', self::GREEN],
        'CK' => ['Cuckoo', self::RED],
        'CU' => ['Curlew', self::RED],
        'GO' => ['Goldfinch', self::GREEN],
        'LI' => ['Linnet', self::RED],
        'MP' => ['Meadow Pipit', self::AMBER],
        'S.' => ['Skylark', self::RED],
        'SC' => ['Stonechat', self::GREEN],
        'ST' => ['Song Thrush', self::AMBER],
        'WH' => ['Whitethroat', self::AMBER],
        'WR' => ['Wren', self::AMBER],
        'YH' => ['Yellowhammer', self::RED],
    ];

    public static function known(string $code): bool
    {
        return isset(self::LIST[$code]);
    }

    public static function name(string $code): string
    {
        return self::entry($code)[0];
    }

    public static function status(string $code): string
    {
        return self::entry($code)[1];
    }

    /** @return array{0: string, 1: string} */
    private static function entry(string $code): array
    {
        if (!isset(self::LIST[$code])) {
            throw new \InvalidArgumentException("unknown species code '$code'");
        }
        return self::LIST[$code];
    }
}
