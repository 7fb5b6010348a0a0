RSpec.describe Dispensary::Medicine do
  let(:medicine) do
    described_class.new(name: 'Amlodipine', strength: '5mg', form: 'tablet', pack_size: 28, pack_cost_pence: 96)
  end

  describe '#title' do
    it 'names the strength and the form' do
      expect(medicine.title).to eq('Amlodipine 5mg tablets')
    end
  end

  describe '#packs_for' do
    it 'counts a whole pack' do
      expect(medicine.packs_for(28)).to eq(1)
    end

    it 'opens another pack for a remainder' do
      expect(medicine.packs_for(56 + 1)).to eq(3)
    end
  end

  describe '#cost_pence' do
    it 'prices a part pack pro rata' do
      expect(medicine.cost_pence(14)).to eq(48)
    end
  end

  context 'with an unknown form' do
    it 'refuses it' do
      expect do
        described_class.new(name: 'X', strength: '1mg', form: 'lozenge', pack_size: 10, pack_cost_pence: 1)
      end.to raise_error(Dispensary::Error, /unknown form/)
    end
  end
end
