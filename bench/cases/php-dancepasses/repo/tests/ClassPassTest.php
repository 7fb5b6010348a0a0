<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;
use StudioNine\DancePasses\ClassPass;
use StudioNine\DancePasses\Money;

final class ClassPassTest extends TestCase
{
    private function pass(int $classes = 5, int $weeks = 6): ClassPass
    {
        return new ClassPass('P1', 'Maya Levi', $classes, new DateTimeImmutable('2026-03-02'), $weeks, Money::parse('40'));
    }

    public function testExpiresAfterItsWeeks(): void
    {
        self::assertSame('2026-04-13', $this->pass()->expires()->format('Y-m-d'));
    }

    public function testCoversDaysFromPurchaseToExpiry(): void
    {
        $pass = $this->pass();
        self::assertFalse($pass->covers(new DateTimeImmutable('2026-03-01')));
        self::assertTrue($pass->covers(new DateTimeImmutable('2026-03-02')));
        self::assertTrue($pass->covers(new DateTimeImmutable('2026-04-12')));
        self::assertFalse($pass->covers(new DateTimeImmutable('2026-04-13')));
    }

    public function testAUsedUpPassCoversNothing(): void
    {
        $pass = $this->pass(classes: 1);
        $pass->use();
        self::assertSame(0, $pass->remaining());
        self::assertFalse($pass->covers(new DateTimeImmutable('2026-03-03')));
        $this->expectException(LogicException::class);
        $pass->use();
    }
}
