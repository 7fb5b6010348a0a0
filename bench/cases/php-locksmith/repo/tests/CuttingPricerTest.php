<?php

declare(strict_types=1);

namespace Locksmith\Tests;

use Locksmith\Cutting\CuttingOrder;
use Locksmith\Cutting\CuttingPricer;
use Locksmith\Cutting\RestrictedKey;
use Locksmith\Invoice\InvoiceLine;
use Locksmith\Money;
use PHPUnit\Framework\TestCase;

final class CuttingPricerTest extends TestCase
{
    private CuttingPricer $pricer;

    protected function setUp(): void
    {
        $this->pricer = new CuttingPricer(BlankCatalogueTest::shopBlanks(), Money::pounds('35.00'));
    }

    /**
     * @param InvoiceLine[] $lines
     * @return array<int, array{string, int, int}>
     */
    private static function summary(array $lines): array
    {
        return array_map(fn (InvoiceLine $l) => [$l->description, $l->quantity, $l->amount()->pence], $lines);
    }

    public function testOneLinePerBlank(): void
    {
        $order = (new CuttingOrder())->add('UL050', 2)->add('uni3')->add('ul050');

        $this->assertSame(4, $order->totalKeys());
        $this->assertSame([
            ['Cut Yale cylinder key (UL050)', 3, 1350],
            ['Cut Union mortice key (UNI3)', 1, 600],
        ], self::summary($this->pricer->lines($order)));
    }

    public function testTransponderKeysArePrograms(): void
    {
        $order = (new CuttingOrder())->add('HU66T');

        $this->assertSame([
            ['Cut VW transponder car key (HU66T)', 1, 4500],
            ['Program VW transponder car key', 1, 3500],
        ], self::summary($this->pricer->lines($order)));
    }

    public function testRestrictedKeyNeedsRegistrationCard(): void
    {
        $this->expectException(RestrictedKey::class);
        $this->pricer->lines((new CuttingOrder())->add('AB-KEYMAX'));
    }

    public function testRestrictedKeyWithCard(): void
    {
        $order = (new CuttingOrder(proofCard: 'PR-004417'))->add('AB-KEYMAX', 2);

        $this->assertSame([['Cut Abloy Protec cylinder key (AB-KEYMAX)', 2, 5600]], self::summary($this->pricer->lines($order)));
    }
}
