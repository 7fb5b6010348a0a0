<?php

declare(strict_types=1);

namespace Swimschool;

final class Stage
{
    /** stage => [youngest age, children per class, pence per lesson] */
    private const TABLE = [
        1 => [4, 6, 950],
        2 => [5, 6, 950],
        3 => [5, 8, 900],
        4 => [6, 8, 900],
        5 => [7, 10, 850],
        6 => [7, 10, 850],
        7 => [8, 12, 800],
    ];

    public static function check(int $stage): int
    {
        if (!isset(self::TABLE[$stage])) {
            throw new \InvalidArgumentException("no stage $stage");
        }
        return $stage;
    }

    public static function minimumAge(int $stage): int
    {
        return self::TABLE[self::check($stage)][0];
    }

    public static function classSize(int $stage): int
    {
        return self::TABLE[self::check($stage)][1];
    }

    public static function lessonPence(int $stage): int
    {
        return self::TABLE[self::check($stage)][2];
    }
}
