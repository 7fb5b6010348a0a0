<?php

declare(strict_types=1);

namespace Brightsmile\Dental\Tests;

use Brightsmile\Dental\Band;
use Brightsmile\Dental\CourseOfTreatment;
use Brightsmile\Dental\ExemptionChecker;
use LogicException;
use PHPUnit\Framework\TestCase;

final class CourseOfTreatmentTest extends TestCase
{
    public function testChargedAtTheHighestBand(): void
    {
        $course = (new CourseOfTreatment(Fixtures::adult(), Fixtures::day('2026-03-02')))
            ->add('EXAM', Fixtures::day('2026-03-02'))
            ->add('XRAY', Fixtures::day('2026-03-02'))
            ->add('FILL', Fixtures::day('2026-03-09'), 'UL6')
            ->complete(Fixtures::day('2026-03-09'));
        self::assertSame(Band::Two, $course->band());
        self::assertSame(7620, $course->charge(new ExemptionChecker()));
        self::assertSame(3.0, $course->units());
    }

    public function testExemptPatientPaysNothing(): void
    {
        $course = (new CourseOfTreatment(Fixtures::child(), Fixtures::day('2026-03-02')))
            ->add('CROWN', Fixtures::day('2026-03-02'), 'UR1');
        self::assertSame(0, $course->charge(new ExemptionChecker()));
        self::assertSame(12.0, $course->units());
    }

    public function testExemptionIsJudgedWhenTheCourseStarts(): void
    {
        // Started the day before the 18th birthday, finished after it.
        $course = (new CourseOfTreatment(Fixtures::school(), Fixtures::day('2026-03-14')))
            ->add('EXAM', Fixtures::day('2026-03-14'))
            ->add('RCT', Fixtures::day('2026-03-23'), 'LL6')
            ->complete(Fixtures::day('2026-03-23'));
        self::assertSame(0, $course->charge(new ExemptionChecker()));
    }

    public function testCourseStartedOnTheEighteenthBirthdayIsCharged(): void
    {
        $course = (new CourseOfTreatment(Fixtures::school(), Fixtures::day('2026-03-15')))
            ->add('EXAM', Fixtures::day('2026-03-15'))
            ->add('EXTR', Fixtures::day('2026-03-20'), 'LR8');
        self::assertSame(7620, $course->charge(new ExemptionChecker()));
    }

    public function testFreeRepairOfLabWorkWithinTwelveMonths(): void
    {
        $crown = (new CourseOfTreatment(Fixtures::adult(), Fixtures::day('2025-06-02')))
            ->add('CROWN', Fixtures::day('2025-06-02'), 'UL1')
            ->complete(Fixtures::day('2025-06-23'));
        $repair = (new CourseOfTreatment(Fixtures::adult(), Fixtures::day('2026-03-02')))
            ->add('CROWN', Fixtures::day('2026-03-02'), 'UL1')
            ->repairs($crown);
        self::assertTrue($repair->isFreeRepair());
        self::assertSame(0, $repair->charge(new ExemptionChecker()));
    }

    public function testNoFreeRepairAfterTwelveMonths(): void
    {
        $crown = (new CourseOfTreatment(Fixtures::adult(), Fixtures::day('2025-01-06')))
            ->add('CROWN', Fixtures::day('2025-01-06'))
            ->complete(Fixtures::day('2025-01-27'));
        $this->expectException(LogicException::class);
        (new CourseOfTreatment(Fixtures::adult(), Fixtures::day('2026-03-02')))->repairs($crown);
    }

    public function testCannotAddAfterCompletion(): void
    {
        $course = (new CourseOfTreatment(Fixtures::adult(), Fixtures::day('2026-03-02')))
            ->add('EXAM', Fixtures::day('2026-03-02'))
            ->complete(Fixtures::day('2026-03-02'));
        $this->expectException(LogicException::class);
        $course->add('SCALE', Fixtures::day('2026-03-03'));
    }

    public function testCannotCompleteAnEmptyCourse(): void
    {
        $this->expectException(LogicException::class);
        (new CourseOfTreatment(Fixtures::adult(), Fixtures::day('2026-03-02')))->complete(Fixtures::day('2026-03-02'));
    }
}
