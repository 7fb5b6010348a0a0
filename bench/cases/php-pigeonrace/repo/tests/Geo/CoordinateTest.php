<?php

declare(strict_types=1);

namespace PigeonRace\Tests\Geo;

use InvalidArgumentException;
use PHPUnit\Framework\TestCase;
use PigeonRace\Geo\Coordinate;

final class CoordinateTest extends TestCase
{
    public function testReadsDegreesMinutesSeconds(): void
    {
        $c = Coordinate::fromDms('52 28 15 N, 1 53 40 W');

        self::assertEqualsWithDelta(52.470833, $c->latitude, 1e-6);
        self::assertEqualsWithDelta(-1.894444, $c->longitude, 1e-6);
    }

    public function testSouthAndEastAndDecimalSeconds(): void
    {
        $c = Coordinate::fromDms('33 51 35.9 S, 151 12 40 E');

        self::assertEqualsWithDelta(-33.859972, $c->latitude, 1e-6);
        self::assertEqualsWithDelta(151.211111, $c->longitude, 1e-6);
    }

    public function testLowerCaseHemisphere(): void
    {
        self::assertEqualsWithDelta(0.5, Coordinate::fromDms('0 30 0 n, 0 0 0 e')->latitude, 1e-9);
    }

    /**
     * @dataProvider badInput
     */
    public function testRejects(string $text): void
    {
        $this->expectException(InvalidArgumentException::class);
        Coordinate::fromDms($text);
    }

    /**
     * @return array<string, array{string}>
     */
    public static function badInput(): array
    {
        return [
            'one part' => ['52 28 15 N'],
            'longitude first' => ['1 53 40 W, 52 28 15 N'],
            'minutes over 59' => ['52 60 15 N, 1 53 40 W'],
            'seconds over 59' => ['52 28 60 N, 1 53 40 W'],
            'latitude over 90' => ['91 0 0 N, 1 53 40 W'],
            'no hemisphere' => ['52 28 15, 1 53 40 W'],
        ];
    }
}
