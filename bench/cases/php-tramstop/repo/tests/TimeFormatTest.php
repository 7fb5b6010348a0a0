<?php

declare(strict_types=1);

namespace Quayline\Tramstop\Tests;

use PHPUnit\Framework\TestCase;
use Quayline\Tramstop\TimeFormat;

final class TimeFormatTest extends TestCase
{
    public function testClockTimes(): void
    {
        $this->assertSame('14:05', TimeFormat::clock(14 * 60 + 5));
        $this->assertSame('23:59', TimeFormat::clock(24 * 60 - 1));
    }

    public function testCountdown(): void
    {
        $this->assertSame('due', TimeFormat::countdown(0));
        $this->assertSame('1 min', TimeFormat::countdown(1));
        $this->assertSame('12 mins', TimeFormat::countdown(12));
    }
}
