<?php

declare(strict_types=1);

namespace Locksmith\Tests;

use Locksmith\Catalogue\BlankCatalogue;
use Locksmith\Catalogue\KeyBlank;
use Locksmith\Catalogue\KeyType;
use Locksmith\Catalogue\UnknownBlank;
use Locksmith\Money;
use PHPUnit\Framework\TestCase;

final class BlankCatalogueTest extends TestCase
{
    public static function shopBlanks(): BlankCatalogue
    {
        return new BlankCatalogue([
            new KeyBlank('UL050', 'Yale cylinder key', KeyType::Cylinder, Money::pounds('4.50')),
            new KeyBlank('UNI3', 'Union mortice key', KeyType::Mortice, Money::pounds('6.00')),
            new KeyBlank('AB-KEYMAX', 'Abloy Protec cylinder key', KeyType::Cylinder, Money::pounds('28.00'), restricted: true),
            new KeyBlank('MP3', 'Master padlock key', KeyType::Padlock, Money::pounds('3.50')),
            new KeyBlank('HU66T', 'VW transponder car key', KeyType::Transponder, Money::pounds('45.00')),
        ]);
    }

    public function testLooksUpBlanksCaseInsensitively(): void
    {
        $catalogue = self::shopBlanks();
        $this->assertTrue($catalogue->has('ul050'));
        $this->assertSame('Union mortice key', $catalogue->get('uni3')->description);
        $this->assertFalse($catalogue->has('XYZ1'));
    }

    public function testUnknownBlank(): void
    {
        $this->expectException(UnknownBlank::class);
        $this->expectExceptionMessage("'XYZ1'");
        self::shopBlanks()->get('XYZ1');
    }

    public function testRefusesDuplicateCodes(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        self::shopBlanks()->add(new KeyBlank('MP3', 'Another padlock key', KeyType::Padlock, Money::pounds('3')));
    }

    public function testListsBlanksOfOneTypeInCodeOrder(): void
    {
        $codes = array_map(fn (KeyBlank $b) => $b->code, self::shopBlanks()->ofType(KeyType::Cylinder));
        $this->assertSame(['AB-KEYMAX', 'UL050'], $codes);
    }

    public function testSearchMatchesEveryWord(): void
    {
        $codes = array_map(fn (KeyBlank $b) => $b->code, self::shopBlanks()->search('cylinder KEY'));
        $this->assertSame(['AB-KEYMAX', 'UL050'], $codes);
        $this->assertSame([], self::shopBlanks()->search('yale mortice'));
    }
}
