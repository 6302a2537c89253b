import type { SurveyFilter, SurveyRecord } from 'shared-ui/contract';
import { defineList, ListPage, statusColumn, statusOptions, toDetail } from 'shared-ui/list';
import { departmentOptions, serviceItemOptions, supplierTypeOptions } from '../common/options';
import { OptionNames } from '../common/option-names';
import { surveyListSearch } from './survey.api';

/** The questionnaires (issue 14 filters: department, name, status, supplier type, service item). */
export const surveyList = defineList<SurveyRecord, SurveyFilter>({
  ...surveyListSearch,
  namespace: 'audit',
  title: 'audit:survey.title',
  permission: 'SURVEY',
  rowLink: toDetail,
  toolbarActions: [{ key: 'create', label: 'audit:survey.create', to: 'detail/create' }],
  columns: [
    { field: 'name', headerName: 'audit:fields.surveyName', minWidth: 240, flex: 2 },
    { field: 'auditDepartment', width: 150, renderCell: ({ value }) => <OptionNames source={departmentOptions} codes={value as string} /> },
    { field: 'supplierTypeCodes', minWidth: 160, flex: 1, sortable: false, renderCell: ({ value }) => <OptionNames source={supplierTypeOptions} codes={value as string[]} /> },
    { field: 'serviceItemCodes', minWidth: 160, flex: 1, sortable: false, renderCell: ({ value }) => <OptionNames source={serviceItemOptions} codes={value as string[]} /> },
    statusColumn('status', 'surveyStatus', 100),
  ],
  filters: [
    { type: 'select', name: 'auditDepartment', options: departmentOptions },
    { type: 'text', name: 'name', label: 'audit:fields.surveyName' },
    { type: 'select', name: 'status', options: statusOptions('surveyStatus') },
    { type: 'select', name: 'supplierTypeCode', label: 'audit:fields.supplierTypeCodes', options: supplierTypeOptions },
    { type: 'select', name: 'serviceItemCode', label: 'audit:fields.serviceItemCodes', options: serviceItemOptions },
  ],
});

export function SurveyListPage() {
  return <ListPage declaration={surveyList} />;
}
