<?php

declare(strict_types=1);

namespace Swimschool\Tests;

use PHPUnit\Framework\TestCase;

final class TermTest extends TestCase
{
    public function testLessonsFallOnTheSlotsWeekdaySkippingHalfTerm(): void
    {
        $dates = SchoolFixture::autumn()->lessonDates(SchoolFixture::slots()['WED3']);
        $days = array_map(static fn (\DateTimeImmutable $d): string => $d->format('Y-m-d'), $dates);
        self::assertCount(11, $days);
        self::assertSame('2026-09-09', $days[0]);
        self::assertSame(['2026-10-21', '2026-11-04'], array_slice($days, 6, 2));
        self::assertSame('2026-11-25', $days[10]);
    }

    public function testEverySlotHasElevenLessons(): void
    {
        $term = SchoolFixture::autumn();
        foreach (SchoolFixture::slots() as $slot) {
            self::assertSame(11, $term->lessonCount($slot), $slot->code);
        }
    }
}
