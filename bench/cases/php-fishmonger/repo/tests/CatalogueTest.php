<?php

declare(strict_types=1);

namespace Fishmonger\Tests;

use Fishmonger\Catalogue;
use Fishmonger\Species;
use PHPUnit\Framework\TestCase;

final class CatalogueTest extends TestCase
{
    public function testLooksUpByCodeInAnyCase(): void
    {
        $c = Catalogue::standard();
        $this->assertSame('Haddock', $c->get('had')->name);
        $this->assertSame(1650, $c->get('HAD')->pricePerKg);
        $this->assertTrue($c->has('mac'));
        $this->assertFalse($c->has('TUN'));
    }

    public function testUnknownCode(): void
    {
        $this->expectException(\OutOfBoundsException::class);
        Catalogue::standard()->get('TUN');
    }

    public function testDuplicateCode(): void
    {
        $c = new Catalogue();
        $c->add(new Species('COD', 'Cod', Species::WHITE, 1890, 0.42));
        $this->expectException(\InvalidArgumentException::class);
        $c->add(new Species('COD', 'Atlantic cod', Species::WHITE, 1990, 0.42));
    }

    public function testSeasons(): void
    {
        $c = Catalogue::standard();
        $march = array_map(static fn (Species $s): string => $s->code, $c->inSeason(3));
        $this->assertNotContains('PLE', $march);
        $this->assertContains('MUS', $march);
        $july = array_map(static fn (Species $s): string => $s->code, $c->inSeason(7));
        $this->assertNotContains('MUS', $july);
        $this->assertContains('PLE', $july);
        $this->assertCount(10, $c->all());
    }

    public function testRejectsBadSpecies(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Species('EEL', 'Eel', 'slippery', 2400, 0.7);
    }
}
