<?php

declare(strict_types=1);

namespace Brightsmile\Dental\Tests;

use Brightsmile\Dental\Exemption;
use Brightsmile\Dental\ExemptionChecker;
use Brightsmile\Dental\Patient;
use PHPUnit\Framework\TestCase;

final class ExemptionCheckerTest extends TestCase
{
    private ExemptionChecker $checker;

    protected function setUp(): void
    {
        $this->checker = new ExemptionChecker();
    }

    public function testAdultPays(): void
    {
        self::assertSame([], $this->checker->reasons(Fixtures::adult(), Fixtures::day('2026-03-18')));
        self::assertFalse($this->checker->isExempt(Fixtures::adult(), Fixtures::day('2026-03-18')));
    }

    public function testUnder18(): void
    {
        self::assertSame([Exemption::Under18], $this->checker->reasons(Fixtures::child(), Fixtures::day('2026-03-18')));
        self::assertSame([Exemption::Under18], $this->checker->reasons(Fixtures::school(), Fixtures::day('2026-03-14')));
    }

    public function testPaysFromTheEighteenthBirthday(): void
    {
        self::assertSame([], $this->checker->reasons(Fixtures::school(), Fixtures::day('2026-03-15')));
    }

    public function testEighteenInFullTimeEducation(): void
    {
        self::assertSame(
            [Exemption::FullTimeEducation],
            $this->checker->reasons(Fixtures::student(), Fixtures::day('2026-03-15')),
        );
        self::assertSame([], $this->checker->reasons(Fixtures::student(), Fixtures::day('2027-03-15')));
    }

    public function testNewMotherForTwelveMonths(): void
    {
        self::assertSame([Exemption::NewMother], $this->checker->reasons(Fixtures::newMother(), Fixtures::day('2026-09-20')));
        self::assertSame([], $this->checker->reasons(Fixtures::newMother(), Fixtures::day('2026-09-21')));
    }

    public function testPregnant(): void
    {
        $p = new Patient('Due', Fixtures::day('1994-06-01'), dueDate: Fixtures::day('2026-05-10'));
        self::assertSame([Exemption::Pregnant], $this->checker->reasons($p, Fixtures::day('2026-03-18')));
    }

    public function testQualifyingBenefit(): void
    {
        self::assertSame([Exemption::Benefit], $this->checker->reasons(Fixtures::onBenefit(), Fixtures::day('2026-03-18')));
        $p = new Patient('PIP only', Fixtures::day('1970-01-01'), benefits: ['pip']);
        self::assertFalse($this->checker->isExempt($p, Fixtures::day('2026-03-18')));
    }

    public function testSeveralReasons(): void
    {
        $p = new Patient('Both', Fixtures::day('1990-01-01'), benefits: ['income-support'], hc2Certificate: true);
        self::assertSame([Exemption::Benefit, Exemption::Hc2], $this->checker->reasons($p, Fixtures::day('2026-03-18')));
    }
}
