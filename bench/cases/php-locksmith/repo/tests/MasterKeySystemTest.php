<?php

declare(strict_types=1);

namespace Locksmith\Tests;

use Locksmith\MasterKey\MasterKeySystem;
use PHPUnit\Framework\TestCase;

final class MasterKeySystemTest extends TestCase
{
    private MasterKeySystem $suite;

    protected function setUp(): void
    {
        // A small office: ground floor and first floor sections under one grand master.
        $this->suite = new MasterKeySystem('GMK');
        $this->suite->addMaster('MK-G');
        $this->suite->addMaster('MK-1');
        $this->suite->addChangeKey('G1', 'MK-G');
        $this->suite->addChangeKey('G2', 'MK-G');
        $this->suite->addChangeKey('F1', 'MK-1');
        $this->suite->fitCylinder('Reception', 'G1');
        $this->suite->fitCylinder('Store room', 'G2');
        $this->suite->fitCylinder('Kitchen', 'G2');
        $this->suite->fitCylinder('Boardroom', 'F1');
    }

    public function testKeysForADoor(): void
    {
        $this->assertSame(['G2', 'MK-G', 'GMK'], $this->suite->keysFor('Kitchen'));
    }

    public function testChangeKeyOpensOnlyItsOwnDoors(): void
    {
        $this->assertTrue($this->suite->opens('G2', 'Store room'));
        $this->assertFalse($this->suite->opens('G2', 'Reception'));
        $this->assertSame(['Kitchen', 'Store room'], $this->suite->doorsOpenedBy('G2'));
    }

    public function testMasterOpensItsSection(): void
    {
        $this->assertSame(['Kitchen', 'Reception', 'Store room'], $this->suite->doorsOpenedBy('MK-G'));
        $this->assertFalse($this->suite->opens('MK-1', 'Reception'));
    }

    public function testGrandMasterOpensEverything(): void
    {
        $this->assertSame(['Boardroom', 'Kitchen', 'Reception', 'Store room'], $this->suite->doorsOpenedBy('GMK'));
    }

    public function testRejectsDuplicateKeys(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        $this->suite->addChangeKey('MK-G', 'MK-1');
    }

    public function testChangeKeyNeedsAKnownMaster(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        $this->suite->addChangeKey('B1', 'MK-B');
    }

    public function testUnknownDoor(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        $this->suite->keysFor('Roof hatch');
    }
}
