RSpec.describe Dispensary::Charges do
  let(:today) { Date.new(2026, 11, 2) }
  let(:patient) { Dispensary::Patient.new(name: 'Rhys Evans', born_on: Date.new(1980, 3, 14)) }

  describe '.for_items' do
    context 'for a paying adult' do
      it 'charges each item' do
        expect(described_class.for_items(patient, 3, on: today)).to eq(2970)
      end

      it 'gives no reason' do
        expect(described_class.reason(patient, on: today)).to be_nil
      end
    end

    context 'for a child' do
      let(:patient) { Dispensary::Patient.new(name: 'Cerys Evans', born_on: Date.new(2012, 6, 1)) }

      it 'charges nothing' do
        expect(described_class.for_items(patient, 2, on: today)).to eq(0)
      end
    end

    context 'on the 60th birthday' do
      let(:patient) { Dispensary::Patient.new(name: 'Gwen Morgan', born_on: Date.new(1966, 11, 2)) }

      it 'charges nothing' do
        expect(described_class.for_items(patient, 1, on: today)).to eq(0)
        expect(described_class.reason(patient, on: today)).to eq('60 or over')
      end
    end

    context 'for a student of 18' do
      let(:patient) do
        Dispensary::Patient.new(name: 'Owain Hughes', born_on: Date.new(2008, 1, 20), in_education: true)
      end

      it 'charges nothing' do
        expect(described_class.for_items(patient, 1, on: today)).to eq(0)
      end
    end

    context 'with a medical exemption certificate' do
      let(:patient) do
        Dispensary::Patient.new(name: 'Siân Price', born_on: Date.new(1975, 8, 8), certificate: :medical)
      end

      it 'names the certificate' do
        expect(described_class.reason(patient, on: today)).to eq('medical exemption certificate')
      end
    end
  end
end
