RSpec.describe Dispensary::Prescription do
  let(:patient) { Dispensary::Patient.new(name: 'Alun Jones', born_on: Date.new(1958, 4, 30)) }
  let(:medicine) do
    Dispensary::Medicine.new(name: 'Metformin', strength: '500mg', form: 'tablet', pack_size: 28, pack_cost_pence: 85)
  end
  let(:dose) { 2 }
  let(:quantity) { 56 }
  let(:prescription) do
    described_class.new(patient: patient, medicine: medicine, dose_per_day: dose, quantity: quantity,
                        issued_on: Date.new(2026, 10, 1), repeats: 5)
  end

  describe '#days_supply' do
    it 'divides the quantity by the daily dose' do
      expect(prescription.days_supply).to eq(28)
    end

    context 'at a higher dose' do
      let(:dose) { 4 }

      it 'lasts half as long' do
        expect(prescription.days_supply).to eq(14)
      end
    end
  end

  describe '#repeatable?' do
    it 'is true while repeats remain' do
      expect(prescription).to be_repeatable
    end
  end

  context 'with no dose' do
    let(:dose) { 0 }

    it 'is refused' do
      expect { prescription }.to raise_error(Dispensary::Error, /dose/)
    end
  end
end
