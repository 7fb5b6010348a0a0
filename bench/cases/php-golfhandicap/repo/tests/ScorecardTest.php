<?php

declare(strict_types=1);

namespace Golf\Tests;

use DateTimeImmutable;
use Golf\Scorecard;
use InvalidArgumentException;
use PHPUnit\Framework\TestCase;

final class ScorecardTest extends TestCase
{
    public function testGross(): void
    {
        $cards = Fixtures::ailsa();
        $this->assertSame([90, 89, 85, 93, 83], array_map(static fn (Scorecard $c): int => $c->gross(), $cards));
        $this->assertSame(9, $cards[3]->strokesOn(5));
    }

    public function testOneScorePerHole(): void
    {
        $this->expectException(InvalidArgumentException::class);
        new Scorecard('Ailsa Monro', Fixtures::haddowPark(), new DateTimeImmutable('2026-06-01'), [4, 4, 5]);
    }

    public function testNoZeroes(): void
    {
        $this->expectException(InvalidArgumentException::class);
        Fixtures::card('Ailsa Monro', Fixtures::haddowPark(), '2026-06-01', [4, 3, 4, 0, 5, 3, 4, 4, 4]);
    }
}
