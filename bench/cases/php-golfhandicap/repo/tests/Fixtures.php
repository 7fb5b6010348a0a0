<?php

declare(strict_types=1);

namespace Golf\Tests;

use DateTimeImmutable;
use Golf\Scorecard;
use Golf\Tee;

final class Fixtures
{
    public const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 4, 4, 3, 5, 4, 4, 4, 3, 4, 5];
    public const STROKE_INDEXES = [7, 3, 15, 11, 1, 9, 17, 5, 13, 8, 18, 12, 2, 10, 4, 16, 6, 14];

    public static function yellow(): Tee
    {
        return new Tee('Kingsbarrow Links', 'yellow', 69.6, 126, self::PARS, self::STROKE_INDEXES);
    }

    public static function white(): Tee
    {
        return new Tee('Kingsbarrow Links', 'white', 71.2, 131, self::PARS, self::STROKE_INDEXES);
    }

    public static function haddowPark(): Tee
    {
        return new Tee('Haddow Park', 'nine', 33.8, 109, [4, 3, 4, 4, 5, 3, 4, 4, 4], [3, 9, 1, 5, 7, 8, 2, 4, 6]);
    }

    /** @param list<int> $strokes */
    public static function card(string $player, Tee $tee, string $date, array $strokes): Scorecard
    {
        return new Scorecard($player, $tee, new DateTimeImmutable($date), $strokes);
    }

    /**
     * Ailsa Monro's spring rounds off the yellow tees.
     *
     * @return list<Scorecard>
     */
    public static function ailsa(): array
    {
        $rounds = [
            '2026-04-04' => [5, 6, 4, 6, 5, 5, 3, 5, 5, 5, 4, 6, 6, 5, 5, 4, 5, 6],
            '2026-04-18' => [5, 5, 3, 7, 6, 5, 4, 4, 5, 6, 3, 6, 5, 5, 6, 3, 5, 6],
            '2026-05-02' => [4, 5, 4, 6, 5, 4, 3, 5, 6, 5, 4, 5, 5, 4, 5, 4, 5, 6],
            '2026-05-16' => [6, 5, 4, 5, 9, 5, 4, 5, 5, 5, 3, 6, 5, 5, 5, 4, 5, 7],
            '2026-05-30' => [5, 5, 3, 6, 5, 5, 3, 4, 5, 4, 4, 6, 5, 5, 5, 3, 4, 6],
        ];
        $cards = [];
        foreach ($rounds as $date => $strokes) {
            $cards[] = self::card('Ailsa Monro', self::yellow(), $date, $strokes);
        }
        return $cards;
    }
}
