<?php

declare(strict_types=1);

namespace Brightsmile\Dental\Tests;

use Brightsmile\Dental\Patient;
use InvalidArgumentException;
use PHPUnit\Framework\TestCase;

final class PatientTest extends TestCase
{
    public function testAgeInWholeYears(): void
    {
        $p = Fixtures::adult();
        self::assertSame(46, Fixtures::adult()->ageOn(Fixtures::day('2026-03-18')));
        self::assertSame(46, $p->ageOn(Fixtures::day('2026-08-01')));
    }

    public function testSeventeenTheDayBeforeTheEighteenthBirthday(): void
    {
        self::assertSame(17, Fixtures::school()->ageOn(Fixtures::day('2026-03-14')));
        self::assertTrue(Fixtures::school()->isChildOn(Fixtures::day('2026-03-14')));
    }

    public function testLeapDayBirthday(): void
    {
        $p = new Patient('Leap', Fixtures::day('2004-02-29'));
        self::assertSame(17, $p->ageOn(Fixtures::day('2022-02-28')));
        self::assertSame(18, $p->ageOn(Fixtures::day('2022-03-01')));
    }

    public function testNotBornYet(): void
    {
        $this->expectException(InvalidArgumentException::class);
        Fixtures::child()->ageOn(Fixtures::day('2016-01-01'));
    }

    public function testPregnantUntilTheBabyIsBorn(): void
    {
        $p = new Patient('Due', Fixtures::day('1994-06-01'), dueDate: Fixtures::day('2026-05-10'));
        self::assertTrue($p->isPregnantOn(Fixtures::day('2026-03-18')));
        self::assertFalse($p->isPregnantOn(Fixtures::day('2026-05-11')));
        self::assertFalse(Fixtures::newMother()->isPregnantOn(Fixtures::day('2025-09-01')));
    }
}
