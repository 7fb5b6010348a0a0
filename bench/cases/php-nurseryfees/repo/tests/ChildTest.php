<?php

declare(strict_types=1);

namespace Nursery\Tests;

use DateTimeImmutable;
use Nursery\Child;
use PHPUnit\Framework\TestCase;

final class ChildTest extends TestCase
{
    public function testAgeInWholeMonths(): void
    {
        $child = new Child('Ada', new DateTimeImmutable('2021-05-14'));
        self::assertSame(0, $child->ageInMonths(new DateTimeImmutable('2021-06-13')));
        self::assertSame(1, $child->ageInMonths(new DateTimeImmutable('2021-06-14')));
        self::assertSame(46, $child->ageInMonths(new DateTimeImmutable('2025-04-01')));
    }

    public function testThirdBirthday(): void
    {
        $child = new Child('Ada', new DateTimeImmutable('2021-05-14'));
        self::assertEquals(new DateTimeImmutable('2024-05-14'), $child->thirdBirthday());
    }

    public function testNotYetBorn(): void
    {
        $child = new Child('Cleo', new DateTimeImmutable('2025-06-01'));
        $this->expectException(\InvalidArgumentException::class);
        $child->ageInMonths(new DateTimeImmutable('2025-05-01'));
    }
}
