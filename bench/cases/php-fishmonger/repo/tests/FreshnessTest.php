<?php

declare(strict_types=1);

namespace Fishmonger\Tests;

use Fishmonger\Batch;
use Fishmonger\Catalogue;
use Fishmonger\Freshness;
use PHPUnit\Framework\TestCase;

final class FreshnessTest extends TestCase
{
    private function batch(string $code, string $landed): Batch
    {
        return new Batch('B-' . $code, Catalogue::standard()->get($code), new \DateTimeImmutable($landed), 10.0);
    }

    public function testWhiteFishKeepsFourDays(): void
    {
        $had = $this->batch('HAD', '2025-03-10 05:30');
        $this->assertSame(Freshness::FRESH, Freshness::status($had, new \DateTimeImmutable('2025-03-10 16:00')));
        $this->assertSame(Freshness::FRESH, Freshness::status($had, new \DateTimeImmutable('2025-03-13')));
        $this->assertSame(Freshness::SELL_TODAY, Freshness::status($had, new \DateTimeImmutable('2025-03-14')));
        $this->assertSame(Freshness::WITHDRAW, Freshness::status($had, new \DateTimeImmutable('2025-03-15')));
    }

    public function testOilyFishAndShellfishKeepLess(): void
    {
        $mac = $this->batch('MAC', '2025-03-10');
        $this->assertSame(Freshness::SELL_TODAY, Freshness::status($mac, new \DateTimeImmutable('2025-03-12')));
        $mus = $this->batch('MUS', '2025-03-10');
        $this->assertSame(Freshness::SELL_TODAY, Freshness::status($mus, new \DateTimeImmutable('2025-03-11')));
        $this->assertSame(Freshness::WITHDRAW, Freshness::status($mus, new \DateTimeImmutable('2025-03-12')));
    }

    public function testSellBy(): void
    {
        $ple = $this->batch('PLE', '2025-02-27 04:00');
        $this->assertSame('2025-03-02', Freshness::sellBy($ple)->format('Y-m-d'));
    }

    public function testNotLandedYet(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Freshness::ageInDays($this->batch('COD', '2025-03-10'), new \DateTimeImmutable('2025-03-09'));
    }
}
