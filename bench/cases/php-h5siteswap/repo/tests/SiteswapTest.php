<?php

declare(strict_types=1);

namespace Juggling\Tests;

use Juggling\InvalidPattern;
use Juggling\Siteswap;
use PHPUnit\Framework\TestCase;

final class SiteswapTest extends TestCase
{
    /**
     * @dataProvider patterns
     */
    public function testCountsTheBalls(string $notation, int $balls): void
    {
        $siteswap = Siteswap::parse($notation);

        self::assertTrue($siteswap->isValid());
        self::assertSame($balls, $siteswap->balls());
    }

    /**
     * @return array<string, array{string, int}>
     */
    public function patterns(): array
    {
        return [
            'cascade' => ['3', 3],
            'shower' => ['51', 3],
            'snake' => ['531', 3],
            'flash' => ['55500', 3],
            'fountain' => ['4', 4],
            '7441' => ['7441', 4],
            'half shower' => ['53', 4],
        ];
    }

    public function testFindsCollisions(): void
    {
        self::assertFalse(Siteswap::parse('543')->isValid());
        self::assertFalse(Siteswap::parse('321')->isValid());
        self::assertSame([2, 2, 2], Siteswap::parse('543')->landingBeats());
    }

    public function testRefusesAnUnevenAverage(): void
    {
        $this->expectException(InvalidPattern::class);
        Siteswap::parse('54')->balls();
    }

    public function testRefusesOtherNotation(): void
    {
        $this->expectException(InvalidPattern::class);
        Siteswap::parse('(4,4)');
    }

    public function testFindsTheStateOfAPattern(): void
    {
        self::assertSame('11100', (string) Siteswap::parse('531')->state());
        self::assertSame('11010', (string) Siteswap::parse('51')->state());
        self::assertTrue(Siteswap::parse('441')->isGround());
        self::assertFalse(Siteswap::parse('51')->isGround());
    }

    public function testPrintsItsNotation(): void
    {
        self::assertSame('7441', (string) new Siteswap([7, 4, 4, 1]));
    }
}
