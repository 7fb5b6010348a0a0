<?php

declare(strict_types=1);

namespace Brightsmile\Dental\Tests;

use Brightsmile\Dental\Patient;
use DateTimeImmutable;

final class Fixtures
{
    public static function day(string $ymd): DateTimeImmutable
    {
        return new DateTimeImmutable($ymd . ' 00:00:00', new \DateTimeZone('UTC'));
    }

    /** Adult, pays charges. */
    public static function adult(): Patient
    {
        return new Patient('Gareth Pryce', self::day('1979-08-02'));
    }

    /** Turns 18 on 15 March 2026. */
    public static function school(): Patient
    {
        return new Patient('Niamh Doyle', self::day('2008-03-15'));
    }

    /** Turns 18 on 15 March 2026, at sixth-form college. */
    public static function student(): Patient
    {
        return new Patient('Tomasz Nowak', self::day('2008-03-15'), fullTimeEducation: true);
    }

    public static function child(): Patient
    {
        return new Patient('Ava Mensah', self::day('2016-11-30'));
    }

    public static function onBenefit(): Patient
    {
        return new Patient('Derek Holt', self::day('1961-05-19'), benefits: ['universal-credit']);
    }

    public static function newMother(): Patient
    {
        return new Patient('Priya Shah', self::day('1991-01-09'), babyBorn: self::day('2025-09-20'));
    }
}
