<?php

declare(strict_types=1);

namespace Golf\Tests;

use Golf\CourseHandicap;
use InvalidArgumentException;
use PHPUnit\Framework\TestCase;

final class CourseHandicapTest extends TestCase
{
    public function testCourseHandicap(): void
    {
        // 18.4 x 126 / 113 + (69.6 - 71) = 19.12
        $this->assertSame(19, CourseHandicap::course(18.4, Fixtures::yellow()));
        // 18.4 x 131 / 113 + (71.2 - 71) = 21.53
        $this->assertSame(22, CourseHandicap::course(18.4, Fixtures::white()));
        $this->assertSame(-1, CourseHandicap::course(0.0, Fixtures::yellow()));
    }

    public function testPlayingHandicap(): void
    {
        $this->assertSame(18, CourseHandicap::playing(18.4, Fixtures::yellow()));
        $this->assertSame(19, CourseHandicap::playing(18.4, Fixtures::yellow(), 'match play'));
        $this->assertSame(16, CourseHandicap::playing(18.4, Fixtures::yellow(), 'four-ball'));
    }

    public function testUnknownFormat(): void
    {
        $this->expectException(InvalidArgumentException::class);
        CourseHandicap::playing(18.4, Fixtures::yellow(), 'greensomes');
    }
}
