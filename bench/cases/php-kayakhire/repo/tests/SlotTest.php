<?php

declare(strict_types=1);

namespace Wyeside\Hire\Tests;

use PHPUnit\Framework\TestCase;
use Wyeside\Hire\Slot;

final class SlotTest extends TestCase
{
    public function testParsesDateAndTimes(): void
    {
        $slot = Slot::parse('2026-07-04 9:30-13:00');
        $this->assertSame('2026-07-04', $slot->date);
        $this->assertSame(570, $slot->start);
        $this->assertSame(210, $slot->minutes());
        $this->assertSame('2026-07-04 09:30-13:00', (string) $slot);
    }

    public function testRejectsASlotThatEndsBeforeItStarts(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Slot::parse('2026-07-04 14:00-13:00');
    }

    public function testOverlapsOnlyOnTheSameDay(): void
    {
        $morning = Slot::parse('2026-07-04 09:00-12:00');
        $this->assertTrue($morning->overlaps(Slot::parse('2026-07-04 11:30-14:00')));
        $this->assertFalse($morning->overlaps(Slot::parse('2026-07-05 11:30-14:00')));
    }

    public function testBackToBackSlotsDoNotOverlap(): void
    {
        $morning = Slot::parse('2026-07-04 09:00-12:00');
        $this->assertFalse($morning->overlaps(Slot::parse('2026-07-04 12:00-15:00')));
    }
}
