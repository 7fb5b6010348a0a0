<?php

declare(strict_types=1);

use Eddyline\Slalom\RaceTime;
use PHPUnit\Framework\TestCase;

final class RaceTimeTest extends TestCase
{
    public function testParse(): void
    {
        $this->assertSame(9236, RaceTime::parse('92.36'));
        $this->assertSame(10405, RaceTime::parse('104.05'));
        $this->assertSame(10405, RaceTime::parse('1:44.05'));
        $this->assertSame(705, RaceTime::parse(' 7.05 '));
    }

    public function testParseRefusesTenths(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        RaceTime::parse('92.4');
    }

    public function testFormat(): void
    {
        $this->assertSame('92.36', RaceTime::format(9236));
        $this->assertSame('90.05', RaceTime::format(9005));
        $this->assertSame('0.00', RaceTime::format(0));
    }
}
