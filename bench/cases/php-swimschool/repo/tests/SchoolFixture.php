<?php

declare(strict_types=1);

namespace Swimschool\Tests;

use Swimschool\ClassSlot;
use Swimschool\Enrolments;
use Swimschool\Swimmer;
use Swimschool\Term;

final class SchoolFixture
{
    public static function autumn(): Term
    {
        // Twelve weeks from Monday 7 September; week 8 is half term.
        return new Term('Autumn 2026', new \DateTimeImmutable('2026-09-07'), 12, [8]);
    }

    /** @return array<string, ClassSlot> */
    public static function slots(): array
    {
        return [
            'MON1' => new ClassSlot('MON1', 'Monday', '16:30', 2),
            'WED3' => new ClassSlot('WED3', 'Wednesday', '17:00', 3),
            'SAT5' => new ClassSlot('SAT5', 'Saturday', '09:00', 5),
        ];
    }

    /** @return array<string, Swimmer> */
    public static function swimmers(): array
    {
        $s = static fn (string $name, string $family, string $born, int $stage): Swimmer =>
            new Swimmer($name, $family, new \DateTimeImmutable($born), $stage);
        return [
            'Ada' => $s('Ada Penrose', 'Penrose', '2020-03-14', 2),
            'Ben' => $s('Ben Penrose', 'Penrose', '2017-11-02', 5),
            'Cara' => $s('Cara Nance', 'Nance', '2019-06-30', 3),
            'Dev' => $s('Dev Nance', 'Nance', '2021-01-20', 2),
            'Ella' => $s('Ella Hocking', 'Hocking', '2018-09-08', 3),
            'Finn' => $s('Finn Trewin', 'Trewin', '2016-05-01', 5),
        ];
    }

    public static function enrolled(): Enrolments
    {
        $slots = self::slots();
        $kids = self::swimmers();
        $enrolments = new Enrolments(self::autumn());
        $enrolments->enrol($kids['Ada'], $slots['MON1']);
        $enrolments->enrol($kids['Dev'], $slots['MON1']);
        $enrolments->enrol($kids['Cara'], $slots['WED3']);
        $enrolments->enrol($kids['Ella'], $slots['WED3']);
        $enrolments->enrol($kids['Ben'], $slots['SAT5']);
        $enrolments->enrol($kids['Finn'], $slots['SAT5']);
        return $enrolments;
    }
}
