<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;
use StudioNine\DancePasses\Register;

final class RegisterTest extends TestCase
{
    public function testParsesVisitsInDayOrder(): void
    {
        $visits = Register::parse("# notes\n2026-03-04, tango, Maya Levi\n\n2026-03-02, salsa, Owen Price\n");
        self::assertCount(2, $visits);
        self::assertSame('2026-03-02', $visits[0]->day->format('Y-m-d'));
        self::assertSame(['salsa', 'Owen Price'], [$visits[0]->class, $visits[0]->member]);
    }

    public function testNamesTheBadLine(): void
    {
        $this->expectExceptionMessage('line 2: bad day 2026-13-01');
        Register::parse("2026-03-04, tango, Maya Levi\n2026-13-01, salsa, Owen Price");
    }

    public function testWantsThreeFields(): void
    {
        $this->expectExceptionMessage('line 1: expected day, class, member');
        Register::parse('2026-03-04, tango');
    }
}
