<?php

declare(strict_types=1);

namespace Haulage\Tests;

use Haulage\Postcode;
use Haulage\ZoneMap;
use PHPUnit\Framework\TestCase;

final class PostcodeTest extends TestCase
{
    public function testParsesAndNormalises(): void
    {
        $p = Postcode::parse(' iv2 3ab ');
        self::assertSame('IV2', $p->outward);
        self::assertSame('3AB', $p->inward);
        self::assertSame('IV', $p->area());
        self::assertSame('IV2 3AB', (string) $p);
    }

    public function testSingleLetterArea(): void
    {
        self::assertSame('G', Postcode::parse('G41 2PE')->area());
        self::assertSame('M', Postcode::parse('M1 1AE')->area());
        self::assertSame('EH', Postcode::parse('EH12 9DN')->area());
    }

    public function testRejectsNonsense(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Postcode::parse('GLASGOW');
    }

    public function testZones(): void
    {
        $zones = new ZoneMap();
        self::assertSame(1, $zones->zoneFor(Postcode::parse('G41 2PE')));
        self::assertSame(2, $zones->zoneFor(Postcode::parse('AB10 1XG')));
        self::assertSame(3, $zones->zoneFor(Postcode::parse('IV2 3AB')));
        self::assertSame(4, $zones->zoneFor(Postcode::parse('HS1 2XA')));
    }

    public function testUnservedArea(): void
    {
        $zones = new ZoneMap();
        self::assertFalse($zones->serves(Postcode::parse('SW1A 1AA')));
        $this->expectException(\DomainException::class);
        $zones->zoneFor(Postcode::parse('SW1A 1AA'));
    }
}
