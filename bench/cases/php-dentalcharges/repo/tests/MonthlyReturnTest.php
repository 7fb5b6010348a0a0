<?php

declare(strict_types=1);

namespace Brightsmile\Dental\Tests;

use Brightsmile\Dental\CourseOfTreatment;
use Brightsmile\Dental\MonthlyReturn;
use PHPUnit\Framework\TestCase;

final class MonthlyReturnTest extends TestCase
{
    private MonthlyReturn $return;

    protected function setUp(): void
    {
        $this->return = new MonthlyReturn('2026-03');
        $courses = [
            (new CourseOfTreatment(Fixtures::adult(), Fixtures::day('2026-03-02')))
                ->add('EXAM', Fixtures::day('2026-03-02'))->add('FILL', Fixtures::day('2026-03-09'))
                ->complete(Fixtures::day('2026-03-09')),
            (new CourseOfTreatment(Fixtures::school(), Fixtures::day('2026-03-15')))
                ->add('EXAM', Fixtures::day('2026-03-15'))->complete(Fixtures::day('2026-03-15')),
            (new CourseOfTreatment(Fixtures::child(), Fixtures::day('2026-03-04')))
                ->add('EXAM', Fixtures::day('2026-03-04'))->add('FISS', Fixtures::day('2026-03-04'))
                ->complete(Fixtures::day('2026-03-04')),
            (new CourseOfTreatment(Fixtures::onBenefit(), Fixtures::day('2026-02-23')))
                ->add('EXAM', Fixtures::day('2026-02-23'))->add('DENT', Fixtures::day('2026-03-20'))
                ->complete(Fixtures::day('2026-03-27')),
            (new CourseOfTreatment(Fixtures::adult(), Fixtures::day('2026-03-25')))
                ->add('URG', Fixtures::day('2026-03-25'))->complete(Fixtures::day('2026-03-25')),
            // completed in April: not in this return
            (new CourseOfTreatment(Fixtures::adult(), Fixtures::day('2026-03-30')))
                ->add('SCALE', Fixtures::day('2026-03-30'))->complete(Fixtures::day('2026-04-02')),
        ];
        foreach ($courses as $course) {
            $this->return->add($course);
        }
    }

    public function testCountsCoursesCompletedInTheMonth(): void
    {
        self::assertSame(5, $this->return->count());
        self::assertSame(['Urgent' => 1, 'Band 1' => 2, 'Band 2' => 1, 'Band 3' => 1], $this->return->byBand());
    }

    public function testUnits(): void
    {
        self::assertEqualsWithDelta(18.2, $this->return->units(), 1e-9);
    }

    public function testChargesAndExemptions(): void
    {
        self::assertSame(7620 + 2780 + 2780, $this->return->charges());
        self::assertSame(2, $this->return->exemptCount());
    }

    public function testRender(): void
    {
        $expected = <<<TEXT
            Activity return 2026-03
              Urgent     1
              Band 1     2
              Band 2     1
              Band 3     1
            Courses: 5 (2 exempt)
            UDAs: 18.2
            Patient charges: £131.80
            TEXT;
        self::assertSame($expected, $this->return->render());
    }
}
