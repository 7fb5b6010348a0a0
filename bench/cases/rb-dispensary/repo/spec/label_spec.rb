RSpec.describe Dispensary::Label do
  let(:patient) { Dispensary::Patient.new(name: 'Mr D Thomas', born_on: Date.new(1962, 2, 2)) }
  let(:medicine) do
    Dispensary::Medicine.new(name: 'Lansoprazole', strength: '30mg', form: 'capsule', pack_size: 28, pack_cost_pence: 120)
  end
  let(:dose) { 1 }
  let(:prescription) do
    Dispensary::Prescription.new(patient: patient, medicine: medicine, dose_per_day: dose, quantity: 28,
                                 issued_on: Date.new(2026, 10, 1))
  end

  subject(:label) { described_class.new(prescription, Date.new(2026, 10, 3)) }

  describe '#lines' do
    it 'prints the quantity, dose, patient and date' do
      expect(label.lines).to eq(['28 x Lansoprazole 30mg capsules', 'Take ONE capsule a day', 'Mr D Thomas',
                                 'Dispensed 03/10/2026'])
    end
  end

  describe '#dose_line' do
    context 'for two a day' do
      let(:dose) { 2 }

      it 'uses the plural' do
        expect(label.dose_line).to eq('Take 2 capsules a day')
      end
    end
  end
end
