<?php

declare(strict_types=1);

namespace Smokehouse\Tests;

use PHPUnit\Framework\TestCase;
use Smokehouse\Batch;
use Smokehouse\Catalogue;
use Smokehouse\Schedule;

final class ScheduleTest extends TestCase
{
    private function salmon(): Batch
    {
        return new Batch('B0412', Catalogue::standard()->get('SAL-SIDE'), [1450, 1520, 1380], 2.5,
            new \DateTimeImmutable('2024-03-04 07:30'));
    }

    public function testColdSmokedSalmonSide(): void
    {
        $plan = (new Schedule())->plan($this->salmon());
        // 2.5 cm at 2 h/cm is 5 h of brine, 90 min on the racks, 12 h of cold smoke
        $this->assertSame('2024-03-04 12:30', $plan['brine_out']->format('Y-m-d H:i'));
        $this->assertSame('2024-03-04 14:00', $plan['kiln_in']->format('Y-m-d H:i'));
        $this->assertSame('2024-03-05 02:00', $plan['done']->format('Y-m-d H:i'));
    }

    public function testShorterDrying(): void
    {
        $plan = (new Schedule(45))->plan($this->salmon());
        $this->assertSame('2024-03-04 13:15', $plan['kiln_in']->format('Y-m-d H:i'));
    }

    public function testSummaryLine(): void
    {
        $trout = new Batch('B0413', Catalogue::standard()->get('TRT-FIL'), [310, 295, 330, 305], 1.2,
            new \DateTimeImmutable('2024-03-04 09:00'));
        $this->assertSame(
            'B0413 TRT-FIL: brine until Mon 10:48, kiln Mon 12:18, done Mon 15:18',
            (new Schedule())->summary($trout),
        );
    }
}
