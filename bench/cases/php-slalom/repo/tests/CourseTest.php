<?php

declare(strict_types=1);

use Eddyline\Slalom\Course;
use PHPUnit\Framework\TestCase;

final class CourseTest extends TestCase
{
    public function testUpstreamGates(): void
    {
        $course = new Course(22, [5, 9, 14, 18, 21]);
        $this->assertTrue($course->isUpstream(9));
        $this->assertFalse($course->isUpstream(10));
    }

    public function testGateOutsideTheCourse(): void
    {
        $this->expectException(\OutOfRangeException::class);
        (new Course(20))->check(21);
    }

    public function testTooFewGates(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Course(12);
    }
}
