<?php

declare(strict_types=1);

namespace Smokehouse\Tests;

use PHPUnit\Framework\TestCase;
use Smokehouse\Catalogue;
use Smokehouse\TemperatureLog;

final class TemperatureLogTest extends TestCase
{
    private function log(array $readings): TemperatureLog
    {
        $log = new TemperatureLog();
        foreach ($readings as $time => $c) {
            $log->record(new \DateTimeImmutable("2024-03-04 $time"), $c);
        }
        return $log;
    }

    public function testMaxAndMean(): void
    {
        $log = $this->log(['14:00' => 22.0, '14:30' => 24.5, '15:00' => 26.0, '15:30' => 25.0]);
        $this->assertSame(26.0, $log->max());
        $this->assertSame(24.4, $log->mean());
        $this->assertSame(4, $log->count());
    }

    public function testColdSmokeWithinLimitPasses(): void
    {
        $log = $this->log(['14:00' => 22.0, '14:30' => 29.5]);
        $this->assertTrue($log->passes(Catalogue::standard()->get('SAL-SIDE')));
    }

    public function testColdSmokeOverLimitFails(): void
    {
        $log = $this->log(['14:00' => 22.0, '14:30' => 31.0, '15:00' => 28.0]);
        $this->assertFalse($log->passes(Catalogue::standard()->get('SAL-SIDE')));
        $this->assertTrue($log->passes(Catalogue::standard()->get('TRT-FIL')));
    }

    public function testMinutesAboveLimit(): void
    {
        $log = $this->log(['14:00' => 31.0, '14:20' => 29.0, '14:45' => 32.0, '15:00' => 33.0, '15:10' => 25.0]);
        $this->assertSame(45, $log->minutesAbove(30.0));
    }

    public function testReadingsInOrder(): void
    {
        $log = $this->log(['14:00' => 22.0]);
        $this->expectException(\InvalidArgumentException::class);
        $log->record(new \DateTimeImmutable('2024-03-04 13:59'), 21.0);
    }

    public function testEmptyLog(): void
    {
        $this->expectException(\LogicException::class);
        (new TemperatureLog())->max();
    }
}
