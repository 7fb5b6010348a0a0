<?php

declare(strict_types=1);

namespace Lambing\Tests;

use DateTimeImmutable;
use Lambing\EarTag;
use Lambing\Ewe;
use Lambing\Flock;
use Lambing\Lamb;
use Lambing\LambingLog;

/** Eight Lleyn ewes at Fellside and how their lambing went in March 2026. */
final class Fixtures
{
    public const FLOCK_MARK = '541203';

    public static function tag(int $individual): EarTag
    {
        return EarTag::of(self::FLOCK_MARK, $individual);
    }

    public static function at(string $when): DateTimeImmutable
    {
        return new DateTimeImmutable($when . ' Europe/London');
    }

    public static function flock(): Flock
    {
        $scans = [101 => 2, 102 => 1, 103 => 3, 104 => 0, 105 => 2, 106 => 2, 107 => 1, 108 => 2];
        $scores = [101 => 3.0, 102 => 3.5, 103 => 2.25, 104 => 3.0, 105 => 2.75, 106 => 3.0, 107 => 2.0, 108 => 3.25];
        $flock = new Flock();
        foreach ($scans as $n => $lambs) {
            $ewe = new Ewe(self::tag($n), 'Lleyn', $n === 107 ? 2025 : 2021, $scores[$n]);
            $ewe->recordScan($lambs);
            $flock->add($ewe);
        }

        return $flock;
    }

    public static function log(): LambingLog
    {
        $log = new LambingLog();
        $log->recordBirth(self::tag(101), self::at('2026-03-20 06:30'), [[Lamb::EWE, 4.6], [Lamb::TUP, 5.0]]);
        $log->recordBirth(self::tag(102), self::at('2026-03-20 14:00'), [[Lamb::TUP, 6.1]]);
        $log->recordBirth(self::tag(103), self::at('2026-03-21 02:15'), [[Lamb::EWE, 3.8], [Lamb::EWE, 3.5], [Lamb::TUP, 4.1]]);
        $log->recordBirth(self::tag(105), self::at('2026-03-22 09:00'), [[Lamb::TUP, 4.9], [Lamb::EWE, 4.4]]);
        $log->recordBirth(self::tag(106), self::at('2026-03-22 23:40'), [[Lamb::EWE, 5.2], [Lamb::TUP, 4.8]]);
        $log->recordBirth(self::tag(107), self::at('2026-03-23 11:10'), [[Lamb::EWE, 5.9]]);
        $log->recordBirth(self::tag(108), self::at('2026-03-24 04:00'), [[Lamb::TUP, 4.7], [Lamb::TUP, 4.3]]);

        $log->recordDeath('0103/2', self::at('2026-03-21 02:15'), 'stillborn');
        $log->recordDeath('0108/2', self::at('2026-03-24 10:00'), 'hypothermia');
        $log->recordDeath('0105/2', self::at('2026-03-23 15:00'), 'starvation');
        $log->recordDeath('0101/1', self::at('2026-03-30 12:00'), 'pneumonia');

        return $log;
    }
}
