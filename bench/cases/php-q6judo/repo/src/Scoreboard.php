<?php

declare(strict_types=1);

namespace Judo;

/** The scoreboard by the mat: each side's scores and penalties, and the clock. */
final class Scoreboard
{
    /** The scores shown for each side, biggest first. */
    private const COLUMNS = [Score::Ippon, Score::WazaAri, Score::Shido];

    public static function render(Contest $contest, int $second): string
    {
        $lines = [];
        foreach ([Contest::BLUE => $contest->blue, Contest::WHITE => $contest->white] as $side => $name) {
            $cells = array_map(
                static fn (Score $s): string => $s->letter() . $contest->count($side, $s),
                self::COLUMNS,
            );
            $lines[] = sprintf('%-5s %-16s %s', strtoupper($side), $name, implode(' ', $cells));
        }
        $lines[] = $contest->goldenScore()
            ? 'GS ' . self::clock($second - $contest->seconds)
            : self::clock(max(0, $contest->seconds - $second));

        return implode("\n", $lines);
    }

    public static function clock(int $seconds): string
    {
        return sprintf('%d:%02d', intdiv($seconds, 60), $seconds % 60);
    }
}
